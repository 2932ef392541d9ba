/**
 * A server's V8 inspector, driven from the bench: a full garbage collection on demand (the DevTools protocol's
 * `HeapProfiler.collectGarbage`), so that its resident memory is read where the collector leaves it rather than
 * anywhere on its saw-tooth (the mixed load's memory goal, decision 024-scale-mixed-load). The server is started with
 * `--inspect=127.0.0.1:<port>` (bench/lib `startServer` with `inspect`): loopback only, the bench's servers only.
 */
import WebSocket from 'ws';
import type { RunningServer } from './lib';

interface InspectorTarget {
  webSocketDebuggerUrl?: string;
}

/** Runs one DevTools protocol method on the process whose inspector listens on `port`, and waits for its answer. */
export async function inspectorCall(port: number, method: string, timeoutMs = 30_000): Promise<unknown> {
  const targets = (await (await fetch(`http://127.0.0.1:${port}/json/list`)).json()) as InspectorTarget[];
  const url = targets[0]?.webSocketDebuggerUrl;
  if (!url) throw new Error(`no inspector target on port ${port}`);
  const socket = new WebSocket(url);
  try {
    return await new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`${method}: no answer in ${timeoutMs} ms`)), timeoutMs);
      socket.once('error', reject);
      socket.once('open', () => socket.send(JSON.stringify({ id: 1, method })));
      socket.on('message', (data) => {
        const message = JSON.parse(String(data)) as { id?: number; result?: unknown; error?: { message: string } };
        if (message.id !== 1) return;
        clearTimeout(timer);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result);
      });
    });
  } finally {
    socket.close();
  }
}

/** A full collection in the server's process (every generation, then the freed pages returned). */
export function collectGarbage(server: Pick<RunningServer, 'inspectPort'>): Promise<unknown> {
  if (server.inspectPort === undefined) throw new Error('the server was started without its inspector');
  return inspectorCall(server.inspectPort, 'HeapProfiler.collectGarbage');
}
