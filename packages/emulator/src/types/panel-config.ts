import type { Identity } from '@hybrid-loan/bridge-sdk/contract';
import type { DeviceProfile } from './device';
import type { Scenario } from './scenario';

/** What the panel server hands the panel at start (`/api/config`). */
export interface PanelConfig {
  appUrl: string;
  sandboxUrl: string;
  devices: readonly DeviceProfile[];
  device: string;
  identity: Identity;
  entry: string;
  record: boolean;
  out?: string;
  /** A scenario's shell settings (replaying one in the browser host). */
  shell?: Pick<Scenario, 'protocol' | 'legacyTable' | 'replies' | 'unscripted'>;
}
