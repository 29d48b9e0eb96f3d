// The package ships no types; this is the part of its Emscripten API the espeak engine uses.
declare module '@echogarden/espeak-ng-emscripten' {
  const initialize: () => Promise<{ eSpeakNGWorker: new () => unknown }>;
  export default initialize;
}
