// Starts bench/server.ts (the real app over the benchmark's schema) as a child process and reads the
// line it prints once listening: its port and a token of the benchmark's user.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

export type BenchServer = { port: number; token: string; pid: number; stop: () => void };

export function startServer(): Promise<BenchServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'bench/server.ts'], {
    env: process.env,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const { port, token } = JSON.parse(line);
      resolve({ port, token, pid: child.pid!, stop: () => child.kill('SIGTERM') });
    });
  });
}
