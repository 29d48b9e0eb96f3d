// npm run build: builds the shell and every micro-frontend (always, unlike npm start which skips fresh builds).
import { buildFrontends, ensureNpmPackages } from './setup.mjs';

ensureNpmPackages();
buildFrontends({ force: true });
