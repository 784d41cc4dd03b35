// A stand-in for the shop server in the "server dies" test: starts the Auth emulator, prints
// where it runs, and waits to be killed.
import { startAuthEmulator } from '@/server/auth/emulator';

startAuthEmulator({ port: 0, projectId: 'demo-shop-child' }).then(
  ({ url, pid }) => console.log(JSON.stringify({ url, pid })),
  (error: Error) => {
    console.error(error.message);
    process.exit(1);
  },
);
setInterval(() => undefined, 60_000);
