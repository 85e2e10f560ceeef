export { randomUuid } from './uuid';
