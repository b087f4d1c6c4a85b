// Prints the environment table; paste it between the markers in README.md (a test checks it).
import { configTableMarkdown } from '../src/config/table';

console.log(configTableMarkdown());
