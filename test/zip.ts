import { createHash } from 'node:crypto';
import assert from 'node:assert/strict';
import yauzl from 'yauzl';

/** Every file of a zip, by name, read with yauzl (a reader other than the writer's library). */
export async function readZip(archive: Buffer): Promise<Map<string, Buffer>> {
  const zip = await new Promise<yauzl.ZipFile>((resolve, reject) => yauzl.fromBuffer(archive, { lazyEntries: true }, (error, file) => (error ? reject(error) : resolve(file))));
  const files = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on('entry', (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (error, stream) => {
        if (error) return reject(error);
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          files.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
        stream.on('error', reject);
      });
    });
    zip.once('end', resolve);
    zip.once('error', reject);
    zip.readEntry();
  });
  return files;
}

/** The objects of a JSON Lines file. */
export function jsonLines(files: Map<string, Buffer>, name: string): Record<string, unknown>[] {
  const body = files.get(name);
  assert.ok(body, `the archive has ${name}`);
  return body.toString('utf8').split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);
}

interface ManifestFile {
  name: string;
  rows: number;
  bytes: number;
  sha256: string;
}

/** Checks the manifest against the files: every file listed once with its digest, size and row count. */
export function checkManifest(files: Map<string, Buffer>): { format: string; audience?: string; files: ManifestFile[] } {
  const manifest = JSON.parse(files.get('manifest.json')!.toString('utf8')) as { format: string; audience?: string; files: ManifestFile[] };
  assert.deepEqual(manifest.files.map((file) => file.name).sort(), [...files.keys()].filter((name) => name !== 'manifest.json').sort());
  for (const file of manifest.files) {
    const body = files.get(file.name)!;
    assert.equal(file.sha256, createHash('sha256').update(body).digest('hex'), `digest of ${file.name}`);
    assert.equal(file.bytes, body.length, `size of ${file.name}`);
    if (file.name.endsWith('.jsonl')) assert.equal(file.rows, jsonLines(files, file.name).length, `rows of ${file.name}`);
    if (file.name.endsWith('.csv')) assert.equal(file.rows, body.toString('utf8').split('\r\n').filter(Boolean).length - 1, `rows of ${file.name}`);
  }
  return manifest;
}
