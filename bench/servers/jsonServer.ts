// json-server 0.17 with its defaults (compression on, request logger off) serving the same JSON
// under /api: GET /api/products answers the products. Argument: the db.json file.
import jsonServer from 'json-server';
import { announceListening, requiredArg } from '../support/childServer';

const app = jsonServer.create();
app.use(jsonServer.defaults({ logger: false }));
app.use('/api', jsonServer.router(requiredArg(0, 'the db.json file')));
const server = app.listen(0, '127.0.0.1', () => announceListening(server.address()));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
