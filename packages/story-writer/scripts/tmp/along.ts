import { writeStory } from '../../src/write/compose';
import { gridRequests } from '../../test/grid';
let n = 0;
for (const request of gridRequests(1500, 5)) for (const p of writeStory(request).paragraphs) { const m = p.match(/had come along for the day and was never far away|had come too, and was sitting within calling distance/); if (m && n++ < 12) console.log('---', request.lesson.themeId, '\n', p.slice(0, 400)); }
