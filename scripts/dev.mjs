// `npm run dev`: the API with reload on change, and Vite's dev server (proxying /api) with hot reload.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@fieldline/server'], {
    stdio: 'inherit',
    env: { ...process.env, WEB_DIST: '' },
  }),
  spawn('npm', ['run', 'dev', '-w', '@fieldline/web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
