import { createServer } from 'node:http';
import { crc32, deflateSync } from 'node:zlib';

/** What the tests' tile server answers for every `{z}/{x}/{y}.png`: a 256-pixel tile drawn here. */
const TILE_SIZE = 256;
/** A land colour, the streets' white with their grey edges: a tile that looks like a street map. */
const LAND = [242, 239, 233];
const STREET = [255, 255, 255];
const EDGE = [200, 196, 188];

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** The colour of a pixel: two streets crossing the tile (one across, one down), 12 px wide with 2-px edges. */
function pixel(x, y) {
  const fromStreet = Math.min(Math.abs(x - 96), Math.abs(y - 160));
  return fromStreet <= 6 ? STREET : fromStreet <= 8 ? EDGE : LAND;
}

/** The tile as a PNG (RGB, 8 bits, no interlace), made with node's zlib: no image library, no file. */
export function tilePng() {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(TILE_SIZE, 0);
  header.writeUInt32BE(TILE_SIZE, 4);
  header.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc(TILE_SIZE * (1 + TILE_SIZE * 3));
  for (let y = 0; y < TILE_SIZE; y += 1) {
    const start = y * (1 + TILE_SIZE * 3);
    rows[start] = 0; // filter: none
    for (let x = 0; x < TILE_SIZE; x += 1) rows.set(pixel(x, y), start + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

const TILE_PATH = /^\/(\d{1,2})\/(\d{1,7})\/(\d{1,7})\.png$/;

/**
 * A raster tile server for the e2e stack (the gateway's MAP_TILE_URL; docs/testing.md): every
 * `/{z}/{x}/{y}.png` is the same drawn tile, never cached by the browser. `stop()` closes it for
 * real — the port then refuses connections, as a dead tile server does — and `start()` opens it
 * again on the same port; `served` counts the tiles it sent.
 */
export class TestTileServer {
  served = 0;
  #png = tilePng();
  #server = undefined;
  #sockets = new Set();

  constructor(port) {
    this.port = port;
  }

  get url() {
    return `http://127.0.0.1:${this.port}`;
  }

  /** The template the gateway's MAP_TILE_URL takes. */
  get template() {
    return `${this.url}/{z}/{x}/{y}.png`;
  }

  get running() {
    return this.#server !== undefined;
  }

  start() {
    if (this.#server) return Promise.resolve();
    const server = createServer((request, response) => {
      if (request.method !== 'GET' || !TILE_PATH.test(request.url ?? '')) {
        response.writeHead(404).end();
        return;
      }
      this.served += 1;
      response.writeHead(200, { 'content-type': 'image/png', 'cache-control': 'no-store', 'content-length': this.#png.length }).end(this.#png);
    });
    server.on('connection', (socket) => {
      this.#sockets.add(socket);
      socket.on('close', () => this.#sockets.delete(socket));
    });
    this.#server = server;
    return new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
  }

  stop() {
    const server = this.#server;
    if (!server) return Promise.resolve();
    this.#server = undefined;
    for (const socket of this.#sockets) socket.destroy();
    return new Promise((resolve) => server.close(() => resolve()));
  }
}
