import { readFileSync } from 'node:fs';
import { parseHtml, attr } from './src/server/modules/recipe-import/extract/html-document.ts';
import { microdataRecipes } from './src/server/modules/recipe-import/extract/microdata.ts';
const page = parseHtml(readFileSync(process.argv[2], 'utf8'));
const els = page.elements.filter((e) => attr(e, 'itemtype'));
console.log(els.map((e) => [e.name, attr(e, 'itemtype'), attr(e, 'itemscope')]));
const r = microdataRecipes(page);
console.log(JSON.stringify(r).slice(0, 1500));
