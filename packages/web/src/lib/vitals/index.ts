export {
  describeDevice,
  sendVital,
  startVitals,
  type VitalPayload,
  type VitalSource,
} from './report-vitals';
