/**
 * Prints deploy/nginx.conf for a production build, with that build's Content-Security-Policy:
 *   npx tsx scripts/render-nginx.ts [--root dist] [--listen 80] > /etc/nginx/conf.d/teacher-portal.conf
 */
import { parseArgs } from 'node:util';
import { nginxServerBlock } from './lib/nginx';

const { values } = parseArgs({ options: { root: { type: 'string', default: 'dist' }, listen: { type: 'string', default: '80' } } });
process.stdout.write(nginxServerBlock(values.root, values.listen));
