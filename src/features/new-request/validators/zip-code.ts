// The zip-code rule lives in src/utils (the pro's service area uses it too).
export { zipCode } from '../../../utils/zip-code';
