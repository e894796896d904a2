/**
 * What makes a subtitle file well formed (issue 44: "a malformed WebVTT/SRT file refused with a
 * message naming the line"), framework-free: the page checks a chosen file with it before sending
 * and the mock refuses by it (`video.subtitle.malformed`, `data.line`), so both name the same line
 * with the same words. Kept to what players rely on — WebVTT's header, every cue's timing line
 * (start before end) and SRT's numbered blocks with text — not every corner of either format.
 */

export type SubtitleFormat = 'vtt' | 'srt';

export type SubtitleProblem = 'header' | 'number' | 'timing' | 'order' | 'text' | 'noCues';

/** What each problem is, as the line-named message says it (the mock and the page alike). */
export const subtitleProblemWords: Record<SubtitleProblem, string> = {
  header: '첫 줄이 WEBVTT로 시작해야 해요.',
  number: '자막 번호(1, 2, 3…)가 있어야 해요.',
  timing: '시간을 읽을 수 없어요. "00:01:02.500 --> 00:01:05.000"처럼 적어 주세요.',
  order: '끝나는 시간이 시작하는 시간보다 빨라요.',
  text: '자막 내용이 비어 있어요.',
  noCues: '자막이 하나도 없어요.',
};

/** A refusal naming the line, e.g. "12번째 줄: 끝나는 시간이 시작하는 시간보다 빨라요." */
export function subtitleProblemMessage(line: number, problem: SubtitleProblem): string {
  return `${line}번째 줄: ${subtitleProblemWords[problem]}`;
}

export type SubtitleCheck =
  | { ok: true; format: SubtitleFormat; cueCount: number }
  | { ok: false; format: SubtitleFormat; line: number; problem: SubtitleProblem };

/** Subtitle files are small; larger is not a subtitle. */
export const SUBTITLE_MAX_BYTES = 1024 * 1024;
export const SUBTITLE_LABEL_MAX = 20;
export const SUBTITLES_PER_VIDEO_MAX = 10;

const VTT_TIME = String.raw`(?:(\d{2,}):)?([0-5]\d):([0-5]\d)\.(\d{3})`;
const SRT_TIME = String.raw`(\d{2,}):([0-5]\d):([0-5]\d)[,.](\d{3})`;
const timingOf = (time: string) => new RegExp(String.raw`^${time}\s+-->\s+${time}(?:\s+.*)?$`);
const VTT_TIMING = timingOf(VTT_TIME);
const SRT_TIMING = timingOf(SRT_TIME);

function millis(parts: readonly (string | undefined)[]): number {
  const [hours, minutes, seconds, ms] = parts.map((part) => Number(part ?? 0)) as [number, number, number, number];
  return ((hours * 60 + minutes) * 60 + seconds) * 1000 + ms;
}

/** Start and end of a timing line, or null when it is not one. */
function readTiming(line: string, pattern: RegExp): { start: number; end: number } | null {
  const match = pattern.exec(line.trim());
  if (!match) return null;
  return { start: millis(match.slice(1, 5)), end: millis(match.slice(5, 9)) };
}

/** The file's format: by its name, else by its first line. */
export function subtitleFormatOf(fileName: string, content: string): SubtitleFormat {
  const name = fileName.trim().toLowerCase();
  if (name.endsWith('.vtt')) return 'vtt';
  if (name.endsWith('.srt')) return 'srt';
  return content.replace(/^\uFEFF/, '').startsWith('WEBVTT') ? 'vtt' : 'srt';
}

interface Block {
  /** 1-based line number of the block's first line. */
  line: number;
  lines: string[];
}

function blocksOf(lines: readonly string[], from: number): Block[] {
  const blocks: Block[] = [];
  let current: Block | null = null;
  for (let index = from; index < lines.length; index += 1) {
    const line = lines[index] ?? '';
    if (line.trim() === '') {
      current = null;
      continue;
    }
    if (!current) {
      current = { line: index + 1, lines: [] };
      blocks.push(current);
    }
    current.lines.push(line);
  }
  return blocks;
}

type CueProblem = { line: number; problem: SubtitleProblem } | null;

function checkTiming(block: Block, at: number, pattern: RegExp): CueProblem {
  const timing = readTiming(block.lines[at] ?? '', pattern);
  if (!timing) return { line: block.line + at, problem: 'timing' };
  if (timing.end <= timing.start) return { line: block.line + at, problem: 'order' };
  return null;
}

function checkVtt(lines: readonly string[]): SubtitleCheck {
  if (!/^WEBVTT(?:[ \t].*)?$/.test((lines[0] ?? '').replace(/^\uFEFF/, ''))) return { ok: false, format: 'vtt', line: 1, problem: 'header' };
  let cueCount = 0;
  // The header block runs to the first blank line; NOTE, STYLE and REGION blocks are not cues.
  const firstBlank = lines.findIndex((line) => line.trim() === '');
  for (const block of blocksOf(lines, firstBlank < 0 ? lines.length : firstBlank)) {
    const first = block.lines[0] ?? '';
    if (/^(NOTE|STYLE|REGION)(\s|$)/.test(first)) continue;
    const at = first.includes('-->') ? 0 : 1;
    const problem = checkTiming(block, at, VTT_TIMING);
    if (problem) return { ok: false, format: 'vtt', ...problem };
    cueCount += 1;
  }
  return cueCount === 0 ? { ok: false, format: 'vtt', line: lines.length, problem: 'noCues' } : { ok: true, format: 'vtt', cueCount };
}

function checkSrt(lines: readonly string[]): SubtitleCheck {
  const blocks = blocksOf(lines, 0);
  for (const block of blocks) {
    if (!/^\d+$/.test((block.lines[0] ?? '').replace(/^\uFEFF/, '').trim())) return { ok: false, format: 'srt', line: block.line, problem: 'number' };
    const problem = checkTiming(block, 1, SRT_TIMING);
    if (problem) return { ok: false, format: 'srt', ...problem };
    if (block.lines.length < 3) return { ok: false, format: 'srt', line: block.line + 1, problem: 'text' };
  }
  return blocks.length === 0 ? { ok: false, format: 'srt', line: 1, problem: 'noCues' } : { ok: true, format: 'srt', cueCount: blocks.length };
}

/** Checks a subtitle file's text; the first problem names its line. */
export function checkSubtitle(fileName: string, content: string): SubtitleCheck {
  const lines = content.split(/\r\n|\r|\n/);
  return subtitleFormatOf(fileName, content) === 'vtt' ? checkVtt(lines) : checkSrt(lines);
}

export const subtitleErrorCodes = {
  /** The file is not well formed; `data.line`, `data.problem`. */
  subtitleMalformed: { code: 'video.subtitle.malformed', status: 400 },
  /** The video has SUBTITLES_PER_VIDEO_MAX subtitles already, or one in this language. */
  subtitleRefused: { code: 'video.subtitle.refused', status: 409 },
} as const satisfies Record<string, { code: string; status: number }>;
