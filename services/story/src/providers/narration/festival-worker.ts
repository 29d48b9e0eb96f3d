import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { lastLines } from './run-process';
import { NarrationEngineError } from './types';

export interface FestivalWord {
  /** Position of the Festival token (whitespace-separated input token) this word came from. */
  token: number;
  name: string;
  startMs: number;
  endMs: number;
}

export interface FestivalResult {
  tokenCount: number;
  words: FestivalWord[];
}

export const FESTIVAL_VOICE = 'voice_cmu_us_slt_arctic_hts';
const SENTENCE_TIMEOUT_MS = 60_000;

// Results go to stderr, which Festival does not buffer, so each sentence is reported the moment it is
// done; stdout is block-buffered when piped. The voice and its rate are set just before each sentence
// (festival-voices.ts), inside the synthesis itself, so the Segment times still describe the audio exactly.
const SETUP = `
(${FESTIVAL_VOICE})
(define (bt_say id text file)
  (let ((utt (eval (list 'Utterance 'Text text))) (tok nil) (i 0))
    (utt.synth utt)
    (utt.save.wave utt file 'riff)
    (set! tok (utt.relation.first utt 'Token))
    (while tok
      (mapcar (lambda (d)
                (let ((w (item.relation d 'Word)))
                  (if w (format stderr "BTW %s %d %s %f %f\\n" id i (item.name w) (item.feat w "word_start") (item.feat w "word_end")))))
              (item.daughters tok))
      (set! i (+ i 1))
      (set! tok (item.next tok)))
    (format stderr "BTDONE %s %d\\n" id i)))
(define (bt_try id text file)
  (unwind-protect (bt_say id text file) (format stderr "BTFAIL %s\\n" id)))
(format stderr "BTREADY -\\n")
`;

interface Pending {
  id: string;
  words: FestivalWord[];
  resolve: (result: FestivalResult) => void;
  reject: (error: unknown) => void;
}

/** One long-lived `festival --pipe` process that synthesizes one sentence at a time. */
export class FestivalWorker {
  private readonly child: ChildProcess;
  private pending: Pending | undefined;
  private stderrTail = '';
  private failure: Error | undefined;
  private nextId = 0;
  private markReady: () => void = () => undefined;
  /** Resolves once the voice is loaded; a worker that dies first never resolves it. */
  readonly ready = new Promise<void>((resolve) => (this.markReady = resolve));

  constructor(command = 'festival') {
    this.child = spawn(command, ['--pipe'], { stdio: ['pipe', 'ignore', 'pipe'] });
    this.child.on('error', (error: NodeJS.ErrnoException) => {
      this.fail(
        new NarrationEngineError(error.code === 'ENOENT' ? `${command} is not installed` : `${command} could not start: ${error.message}`, { cause: error }),
      );
    });
    this.child.on('close', (code, signal) => {
      this.fail(new NarrationEngineError(`festival stopped (${signal ?? `exit code ${code}`}): ${lastLines(this.stderrTail)}`));
    });
    this.child.stdin!.on('error', () => undefined);
    createInterface({ input: this.child.stderr! }).on('line', (line) => this.onLine(line));
    this.child.stdin!.write(SETUP);
  }

  /** Festival's name of the voice loaded now. */
  private voice = FESTIVAL_VOICE.replace(/^voice_/, '');

  /** Says one sentence in `voice` (a Festival voice name) after `setup` (Scheme setting its rate and pitch). */
  say(text: string, wavPath: string, voice: string, setup: string): Promise<FestivalResult> {
    if (this.failure) return Promise.reject(this.failure);
    if (this.pending) return Promise.reject(new Error('FestivalWorker is busy'));
    const id = `u${this.nextId++}`;
    // A sentence takes well under a second; a Festival that stops answering must not hang the narration.
    const timer = setTimeout(() => {
      this.fail(new NarrationEngineError(`festival did not answer within ${SENTENCE_TIMEOUT_MS / 1000} s: ${lastLines(this.stderrTail)}`));
      this.close(true);
    }, SENTENCE_TIMEOUT_MS);
    return new Promise<FestivalResult>((resolve, reject) => {
      this.pending = { id, words: [], resolve, reject };
      // Loading a voice resets its parameters, so it happens only when the voice changes, before the setup.
      const load = voice === this.voice ? '' : `(voice_${voice})`;
      this.voice = voice;
      this.child.stdin!.write(`${load}${setup}(bt_try "${id}" ${schemeString(text)} ${schemeString(wavPath)})\n`);
    }).finally(() => clearTimeout(timer));
  }

  /** Ends the process; pending work is rejected. */
  close(kill = false): void {
    if (kill) this.child.kill('SIGKILL');
    else this.child.stdin!.end('(quit)\n');
  }

  /** Able to take a sentence now: alive and not busy. */
  get idle(): boolean {
    return !this.failure && !this.pending;
  }

  /** While parked between narrations the worker does not keep Node from exiting. */
  park(): void {
    for (const handle of this.handles()) handle.unref();
  }

  unpark(): void {
    for (const handle of this.handles()) handle.ref();
  }

  private handles(): Array<{ ref(): void; unref(): void }> {
    const streams = [this.child.stdin, this.child.stderr] as unknown as Array<{ ref?(): void; unref?(): void }>;
    return [this.child, ...streams.filter((stream): stream is { ref(): void; unref(): void } => typeof stream.unref === 'function')];
  }

  private onLine(line: string): void {
    const [tag, id, ...rest] = line.split(' ');
    if (tag === 'BTREADY') {
      this.markReady();
      return;
    }
    const pending = this.pending;
    if (pending && id === pending.id) {
      if (tag === 'BTW') {
        const [token, name, start, end] = rest;
        pending.words.push({ token: Number(token), name: name ?? '', startMs: Number(start) * 1000, endMs: Number(end) * 1000 });
        return;
      }
      if (tag === 'BTDONE' || tag === 'BTFAIL') {
        this.pending = undefined;
        if (tag === 'BTDONE') pending.resolve({ tokenCount: Number(rest[0]), words: pending.words });
        else pending.reject(new NarrationEngineError(`festival could not synthesize a sentence: ${lastLines(this.stderrTail)}`));
        this.stderrTail = '';
        return;
      }
    }
    this.stderrTail = (this.stderrTail + line + '\n').slice(-2000);
  }

  private fail(error: Error): void {
    this.failure ??= error;
    const pending = this.pending;
    this.pending = undefined;
    pending?.reject(this.failure);
  }
}

function schemeString(value: string): string {
  return `"${value.replace(/[\\"]/g, (c) => `\\${c}`)}"`;
}
