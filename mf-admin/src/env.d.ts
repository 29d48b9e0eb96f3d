// Stylesheets are bundled by rsbuild; a dynamic import of one resolves once it is applied.
declare module '*.css';
