// startAuthEmulator() as the server uses it: a clear error where it cannot start, a stop() that
// ends every process it started, and no emulator left behind when the server is killed.
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import path from 'node:path';
import { startAuthEmulator } from '@/server/auth/emulator';
import * as localPorts from '@/server/auth/localPorts';
import { until } from '../../support/eventually';
import { answers, groupIsGone } from '../../support/processProbes';

describe('startAuthEmulator', () => {
  it("refuses a project id that does not start with 'demo-'", async () => {
    await expect(startAuthEmulator({ port: 0, projectId: 'my-real-shop' })).rejects.toThrow("must start with 'demo-'");
  });

  it('names the port when it is already in use', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port } = blocker.address() as AddressInfo;
    try {
      await expect(startAuthEmulator({ port })).rejects.toThrow(`Port ${port} on 127.0.0.1 is in use`);
    } finally {
      blocker.close();
    }
  });

  it('answers once started, and stop() ends its whole process group', async () => {
    const emulator = await startAuthEmulator({ port: 0, projectId: 'demo-shop-stop' });
    expect(await answers(emulator.url)).toBe(true);
    expect(groupIsGone(emulator.pid)).toBe(false);

    await emulator.stop();

    expect(groupIsGone(emulator.pid)).toBe(true);
    expect(await answers(emulator.url)).toBe(false);
  }, 150_000);

  it('starts again on new ports when one it chose is taken before the emulator binds it', async () => {
    // The first ports chosen for its hub and logging are taken meanwhile, as a test beside it may do.
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const { port: taken } = blocker.address() as AddressInfo;
    const choose = jest.spyOn(localPorts, 'findFreePort');
    choose.mockResolvedValueOnce(await localPorts.findFreePort('127.0.0.1')); // the auth port
    choose.mockResolvedValueOnce(taken).mockResolvedValueOnce(taken);
    try {
      const emulator = await startAuthEmulator({ port: 0, projectId: 'demo-shop-ports' });
      expect(await answers(emulator.url)).toBe(true);
      expect(choose.mock.calls.length).toBeGreaterThan(3);
      await emulator.stop();
    } finally {
      choose.mockRestore();
      blocker.close();
    }
  }, 150_000);

  it('does not outlive a server that is killed with SIGKILL', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, 'support/emulatorChild.ts')], {
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const started = await new Promise<{ url: string; pid: number }>((resolve, reject) => {
      let output = '';
      child.stdout.on('data', (chunk: Buffer) => {
        output += chunk.toString();
        const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
        if (line) resolve(JSON.parse(line) as { url: string; pid: number });
      });
      child.once('exit', (code) => reject(new Error(`child exited with ${code}: ${output}`)));
    });
    expect(await answers(started.url)).toBe(true);

    child.kill('SIGKILL');

    await until(() => groupIsGone(started.pid), Boolean, 100); // the watchdog ends the group: waited for, not timed
    expect(await answers(started.url)).toBe(false);
  }, 150_000);
});
