// Writes the offline package vectors into the bridge SDK's published conformance folder
// (`npm run vectors -w @hybrid-loan/offline-package`); commit what it writes.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeVectors } from '../src/vectors.js';

const dir = join(dirname(fileURLToPath(import.meta.url)), '../../bridge-sdk/conformance/packages');
const index = await writeVectors(dir);
console.log(`${index.vectors.length} package vectors in ${dir}`);
