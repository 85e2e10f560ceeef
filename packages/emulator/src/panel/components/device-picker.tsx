import type { DeviceProfile, Orientation } from '../../core/devices';

export function DevicePicker(props: {
  devices: readonly DeviceProfile[];
  device: string;
  orientation: Orientation;
  onChange(device: string, orientation: Orientation): void;
}) {
  return (
    <fieldset className="box">
      <legend>Device</legend>
      <select
        aria-label="Device"
        value={props.device}
        onChange={(e) => props.onChange(e.target.value, props.orientation)}
      >
        {props.devices.map((d) => (
          <option key={d.id} value={d.id}>
            {d.label}
          </option>
        ))}
      </select>
      <label>
        <input
          type="checkbox"
          checked={props.orientation === 'landscape'}
          onChange={(e) =>
            props.onChange(props.device, e.target.checked ? 'landscape' : 'portrait')
          }
        />{' '}
        landscape
      </label>
    </fieldset>
  );
}
