// @ts-check
// Child processes of the local stack: each runs under a small supervisor (supervisor.mjs) in
// its own process group, so it ends with the launcher however the launcher ends; output is
// prefixed or sent to a log file, and all are stopped together.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SUPERVISOR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'supervisor.mjs');

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set();

/**
 * @param {string} name
 * @param {string} command
 * @param {string[]} args
 * @param {{
 *   cwd?: string,
 *   env?: Record<string, string | undefined>,
 *   logFile?: string,
 *   graceMs?: number,
 * }} [options]
 */
export function startProcess(name, command, args, options = {}) {
  const child = spawn(
    process.execPath,
    [SUPERVISOR, String(options.graceMs ?? 5000), command, ...args],
    {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      // stdin: the pipe whose closing tells the supervisor that this process is gone.
      stdio: ['pipe', 'pipe', 'pipe'],
      // Its own process group: Ctrl-C reaches only the launcher, which stops them in order.
      detached: true,
    },
  );
  children.add(child);
  child.on('exit', () => children.delete(child));
  const sink = options.logFile ? fs.createWriteStream(options.logFile, { flags: 'a' }) : null;
  /** @param {Buffer} chunk */
  const write = (chunk) => {
    if (sink) sink.write(chunk);
    else
      for (const line of chunk.toString().split('\n'))
        if (line.trim()) console.log(`[${name}] ${line}`);
  };
  child.stdout?.on('data', write);
  child.stderr?.on('data', write);
  return child;
}

/** Stops every child process group (SIGTERM, then SIGKILL after a grace period). */
export async function stopAll(graceMs = 5000) {
  const running = [...children];
  for (const child of running) signal(child, 'SIGTERM');
  const deadline = Date.now() + graceMs;
  while (
    running.some((c) => c.exitCode === null && c.signalCode === null) &&
    Date.now() < deadline
  ) {
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const child of running)
    if (child.exitCode === null && child.signalCode === null) signal(child, 'SIGKILL');
}

/** @param {import('node:child_process').ChildProcess} child @param {NodeJS.Signals} sig */
function signal(child, sig) {
  try {
    if (child.pid) process.kill(-child.pid, sig);
  } catch {
    // Already gone.
  }
}

/**
 * Waits until a URL answers 2xx, or fails with the process's exit or a timeout.
 * @param {string} url
 * @param {{ timeoutMs?: number, child?: import('node:child_process').ChildProcess, name?: string }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 60_000, child, name = url } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child && (child.exitCode !== null || child.signalCode !== null))
      throw new Error(
        `${name} exited with ${child.exitCode !== null ? `code ${child.exitCode}` : child.signalCode} before it was ready.`,
      );
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // Not up yet.
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${name} was not ready at ${url} within ${timeoutMs / 1000} s.`);
}
