import { ERROR_CODES } from '@hybrid-loan/bridge-sdk';
import { BRIDGE_EVENTS, BRIDGE_METHODS } from '@hybrid-loan/bridge-sdk/contract';
import { SANDBOX_FAULT_FIELDS } from '@hybrid-loan/dev-contract';
import { describe, expect, it } from 'vitest';
import schema from '../../scenario.schema.json' with { type: 'json' };
import { schemaFileIsCurrent } from '../../scripts/scenario-json-schema';
import { DEVICE_IDS } from '../types/device';
import { DEVICES } from './devices';

// The schema file is what editors read; its lists must be the contract module's.
type Node = { [key: string]: Node } & { enum?: string[]; type?: string | string[] };
const root = schema as unknown as Node;
const defs = root.$defs as Node;

describe('scenario.schema.json follows the contract module', () => {
  it('scripts replies for exactly the bridge methods', () => {
    expect(root.properties?.replies?.propertyNames?.enum).toEqual([...BRIDGE_METHODS]);
  });

  it('sends exactly the bridge events, as a step and after a reply', () => {
    expect(defs.event?.properties?.name?.enum).toEqual([...BRIDGE_EVENTS]);
    expect(defs.reply?.properties?.event?.properties?.name?.enum).toEqual([...BRIDGE_EVENTS]);
  });

  it('replies with the SDK error codes', () => {
    expect(defs.reply?.properties?.error?.properties?.code?.enum).toEqual([...ERROR_CODES]);
  });

  it('injects sandbox faults of the contract shape', () => {
    const props = defs.fault?.properties as Node;
    expect(Object.keys(props)).toEqual(Object.keys(SANDBOX_FAULT_FIELDS));
    for (const [name, type] of Object.entries(SANDBOX_FAULT_FIELDS)) {
      const types = ([] as string[]).concat(props[name]?.type ?? []);
      const json = types.map((t) => (t === 'integer' ? 'number' : t));
      expect(json.join('|'), name).toBe(type);
    }
    expect(defs.fault?.required).toEqual(['endpoint']);
  });
});

describe('scenario.schema.json is generated from the one declaration', () => {
  it('says what the valibot schema says (npm run schema rewrites it)', () => {
    expect(schemaFileIsCurrent()).toBe(true);
  });

  it('names exactly the device profiles', () => {
    expect(DEVICES.map((d) => d.id)).toEqual([...DEVICE_IDS]);
    expect(root.properties?.device?.enum).toEqual([...DEVICE_IDS]);
  });
});
