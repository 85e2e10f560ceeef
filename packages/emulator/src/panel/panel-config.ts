import type { DeviceProfile } from '../core/devices';
import type { Identity } from '../core/identity';

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
}
