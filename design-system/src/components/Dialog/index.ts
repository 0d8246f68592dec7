export { Dialog } from './Dialog';
