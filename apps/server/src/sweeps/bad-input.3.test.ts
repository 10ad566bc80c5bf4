import { badInputSweep } from './bad-input';

badInputSweep(2);
