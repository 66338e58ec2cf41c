import { Store } from '@tanstack/store';
import { type UseStore, createStore, get, set } from 'idb-keyval';
import { config, productName } from '../../src/config/env';
import type { JournalControls, JournalReport, JournalStatus } from '../../src/lib/journal-types';
import { listen } from '../../src/lib/listen';
import type { WorkerClient } from '../worker-client';
import type { ClockOp } from '../worker-protocol';
import { type Recorder, createRecorder } from './recorder';
import type { Journal } from './schema';
import type { ReplayWorkerMessage } from './replay-worker';
import replayWorkerUrl from './replay-worker.ts?worker&url';

/** Which journal this tab is recording, across reloads (the entries themselves are in IndexedDB). */
const TAB_KEY = 'pdns-journal';
interface Saved {
  journal: Journal;
  labels: number;
  recording: boolean;
}

const readTabKey = (): string | null => {
  try {
    return sessionStorage.getItem(TAB_KEY);
  } catch {
    return null;
  }
};
const writeTabKey = (id: string) => {
  try {
    sessionStorage.setItem(TAB_KEY, id);
  } catch {
    // Without tab storage a reload starts without the journal; recording still works.
  }
};

let store: UseStore | null = null;
const journalStore = () => (store ??= createStore('pdns-journal', 'journals'));

export interface BrowserJournal extends JournalControls {
  /**
   * Called by the interceptor for every API call it answered (only recorded while recording).
   * Settles once the call is stored, so the page sees a reply only after its record is safe
   * from a reload.
   */
  observe(request: Request, response: Response): Promise<void>;
  /** A clock move from the demo panel. */
  clockMoved(method: ClockOp, arg?: number): void;
}

/**
 * The tester's journal in the page (issue 17, part 3): records the calls the interceptor answers
 * and the router's moves, keeps them across a reload, exports the file and replays a file in a
 * worker of its own (replay-worker.ts).
 */
export async function createBrowserJournal(worker: WorkerClient, tab: string): Promise<BrowserJournal> {
  let recorder: Recorder | null = null;
  let recording = false;
  let queue: Promise<void> = Promise.resolve();
  let saving: Promise<void> | null = null;
  // Nothing is opened or stored until this tab records: most sessions never do.
  let id = readTabKey();

  const counts = (): JournalStatus => {
    const entries = recorder?.journal().entries ?? [];
    return {
      recording,
      routes: entries.filter((e) => e.kind === 'route').length,
      calls: entries.filter((e) => e.kind === 'call').length,
    };
  };
  const status = new Store<JournalStatus>(counts());
  /** Stores the journal once per burst of changes; settles when a save holding every change so far is done. */
  const changed = (): Promise<void> => {
    status.setState(counts);
    saving ??= new Promise<void>((resolve) =>
      setTimeout(() => {
        saving = null;
        const write =
          recorder && id
            ? set(
                id,
                { journal: recorder.journal(), labels: recorder.labels(), recording } satisfies Saved,
                journalStore(),
              )
            : Promise.resolve();
        void write.catch(() => undefined).then(resolve);
      }, 0),
    );
    return saving;
  };

  const saved = id ? await get<Saved>(id, journalStore()).catch(() => undefined) : undefined;
  if (saved) {
    recorder = createRecorder(saved.journal.header, saved);
    recording = saved.recording;
    status.setState(counts);
  }
  const clockNow = () => worker.call<{ seedVersion: string; clock: number; virtual: boolean }>({ op: 'journalInfo' });

  return {
    status: () => status.state,
    subscribe: (listener) => listen(status, listener),
    async start({ persona, variant }) {
      const info = await clockNow();
      id ??= `journal-${tab}`;
      writeTabKey(id);
      recorder = createRecorder({
        product: productName,
        seedVersion: info.seedVersion,
        variant: variant || `${config.orgType}${config.managedService ? '+managed' : ''}`,
        persona,
        recordedAt: new Date().toISOString(),
        clockStart: info.clock,
        clockVirtual: info.virtual,
      });
      recording = true;
      recorder.route(window.location.pathname + window.location.search);
      void changed();
    },
    stop() {
      recording = false;
      void changed();
    },
    route(href) {
      if (!recording || !recorder) return;
      recorder.route(href);
      void changed();
    },
    exportText: () => JSON.stringify(recorder?.journal() ?? null, null, 1),
    observe(request, response) {
      if (!recording || response.type === 'error') return Promise.resolve();
      const authorization = request.headers.get('authorization');
      const texts = Promise.all([request.method === 'GET' ? null : request.text(), response.text()]);
      // Chained at reply time, so the journal's order is the order the service answered in.
      queue = queue
        .then(async () => {
          const [requestText, replyText] = await texts;
          const { clock } = await clockNow();
          const url = new URL(request.url);
          recorder?.call({
            method: request.method,
            url: url.pathname + url.search,
            authorization,
            requestText,
            status: response.status,
            replyText,
            at: clock,
          });
          await changed();
        })
        .catch((error) => console.warn('[journal] a call could not be recorded', error));
      return queue;
    },
    clockMoved(method, arg) {
      if (!recording || !recorder || method === 'now' || method === 'isVirtual') return;
      recorder.clock(method, arg);
      void changed();
    },
    replay: (text, onProgress) => replayInWorker(text, onProgress),
  };
}

function replayInWorker(text: string, onProgress: (done: number, total: number) => void): Promise<JournalReport> {
  const worker = new Worker(replayWorkerUrl, { type: 'module', name: 'pdns-journal-replay' });
  return new Promise<JournalReport>((resolve, reject) => {
    worker.addEventListener('message', ({ data }: MessageEvent<ReplayWorkerMessage>) => {
      if (data.type === 'progress') return onProgress(data.done, data.total);
      worker.terminate();
      if (data.type === 'done') resolve(data.report);
      else reject(new Error(data.message));
    });
    worker.addEventListener('error', (event) => {
      worker.terminate();
      reject(new Error(event.message || 'The replay worker could not start.'));
    });
    worker.postMessage(text);
  });
}
