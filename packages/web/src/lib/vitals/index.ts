export {
  describeDevice,
  sendVital,
  startVitals,
  type VitalPayload,
} from './report-vitals';
