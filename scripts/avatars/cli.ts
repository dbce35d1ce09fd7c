import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { AVATAR_COUNT, AVATAR_DIR, avatarPath, avatarSvg } from '#scripts/seed/avatars.ts';

/** `npm run avatars`: writes the demo attorneys' portraits into public/avatars/ (scripts/seed/avatars.ts). */
const repoRoot = fileURLToPath(new URL('../../', import.meta.url));
const dir = path.join(repoRoot, AVATAR_DIR);
fs.rmSync(dir, { recursive: true, force: true });
fs.mkdirSync(dir, { recursive: true });
let bytes = 0;
for (let n = 1; n <= AVATAR_COUNT; n++) {
  const svg = avatarSvg(n);
  bytes += Buffer.byteLength(svg);
  fs.writeFileSync(path.join(repoRoot, 'public', avatarPath(n)), svg);
}
console.log(`avatars: ${AVATAR_COUNT} portraits, ${(bytes / 1024).toFixed(0)} KB, in ${AVATAR_DIR}/`);
