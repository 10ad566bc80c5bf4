import { badInputSweep } from './bad-input';

badInputSweep(1);
