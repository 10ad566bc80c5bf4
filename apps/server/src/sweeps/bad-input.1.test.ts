import { badInputSweep } from './bad-input';

badInputSweep(0);
