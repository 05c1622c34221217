import { finishReport } from './record';

export default function globalTeardown(): void {
  finishReport();
}
