import type { DeviceProfile } from '../core/devices';
import type { Identity } from '../core/identity';
import type { Scenario } from '../core/scenario';

/** What the panel server hands the panel at start (`/api/config`). */
export interface PanelConfig {
  appUrl: string;
  sandboxUrl: string;
  devices: readonly DeviceProfile[];
  device: string;
  identity: Partial<Identity>;
  entry: string;
  record: boolean;
  out?: string;
  /** A scenario's shell settings (replaying one in the browser host). */
  shell?: Pick<Scenario, 'protocol' | 'legacyTable' | 'replies' | 'unscripted'>;
}
