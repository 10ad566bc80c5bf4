import { writeFile, readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const gzip = promisify(zlib.gzip);
const brotli = promisify(zlib.brotliCompress);

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt)$/;
/** Below this, headers outweigh the saving. */
const MIN_BYTES = 1024;

/**
 * Writes `.br` and `.gz` beside every text file of the build, so the server sends the smaller file
 * by Accept-Encoding without compressing per request (@fastify/static `preCompressed`).
 */
export function precompress(): Plugin {
  return {
    name: 'fieldline-precompress',
    apply: 'build',
    async writeBundle(output, bundle) {
      const dir = output.dir!;
      const files = Object.keys(bundle).filter((name) => COMPRESSIBLE.test(name));
      await Promise.all(
        files.map(async (name) => {
          const file = path.join(dir, name);
          const raw = await readFile(file);
          if (raw.length < MIN_BYTES) return;
          const [br, gz] = await Promise.all([
            brotli(raw, {
              params: {
                [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
              },
            }),
            gzip(raw, { level: zlib.constants.Z_BEST_COMPRESSION }),
          ]);
          if (br.length < raw.length) await writeFile(`${file}.br`, br);
          if (gz.length < raw.length) await writeFile(`${file}.gz`, gz);
        }),
      );
    },
  };
}
