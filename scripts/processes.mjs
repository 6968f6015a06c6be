// Child processes that live and die with this script: Ctrl-C or SIGTERM reaches every child, and when
// one child ends the others are stopped and its exit code becomes ours. Each child runs in its own
// process group, so a Ctrl-C reaches it once, from here, and not a second time from the terminal
// (a second SIGINT cuts a graceful shutdown short).
import { spawn } from 'node:child_process';

const SIGNALS = ['SIGINT', 'SIGTERM', 'SIGHUP'];

/** Starts each command ({ name, command, args, env }) and resolves with the exit code to use. */
export function runTogether(commands) {
  return new Promise((resolvePromise) => {
    const children = commands.map(({ command, args, env, cwd }) =>
      spawn(command, args, { stdio: ['ignore', 'inherit', 'inherit'], env: { ...process.env, ...env }, cwd, detached: true }),
    );
    let exitCode;
    let stopping = false;
    let running = children.length;
    const stopAll = (signal) => {
      for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    };
    const forward = (signal) => {
      stopping = true;
      exitCode ??= 128 + (signal === 'SIGINT' ? 2 : signal === 'SIGHUP' ? 1 : 15);
      stopAll(signal);
    };
    for (const signal of SIGNALS) process.on(signal, forward);
    process.on('exit', () => stopAll('SIGTERM'));
    children.forEach((child, index) => {
      child.on('error', (error) => {
        console.error(`${commands[index].name}: ${error.message}`);
        exitCode ??= 1;
        stopping = true;
        stopAll('SIGTERM');
      });
      child.on('exit', (code, signal) => {
        exitCode ??= code ?? (signal ? 1 : 0);
        // A child that ends on its own takes the others with it; during a shutdown each ends at its pace.
        if (!stopping) {
          stopping = true;
          stopAll('SIGTERM');
        }
        running -= 1;
        if (running === 0) {
          for (const s of SIGNALS) process.off(s, forward);
          resolvePromise(exitCode);
        }
      });
    });
  });
}
