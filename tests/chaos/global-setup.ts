import { startReport } from './record';

export default function globalSetup(): void {
  startReport();
}
