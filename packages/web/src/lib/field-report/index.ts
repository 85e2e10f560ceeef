export { codeSource, reportContext } from './context';
export { type FieldReportOptions, type ReporterState, startFieldReports } from './reporter';
export { isFieldSecretKey, scrubText } from './scrub';
export { reduceStack } from './stack';
export { startField } from './start-field';
