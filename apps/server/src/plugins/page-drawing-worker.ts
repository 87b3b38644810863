import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parentPort, workerData } from 'node:worker_threads';

/**
 * The drawing thread: runs the web build's server drawing (apps/web/src/ssr/render-page.tsx,
 * built into dist-ssr) off the main event loop. A drawing holds its thread for 30–60 ms of
 * React and antd; on the main thread that stalled every bid, API read and file the server was
 * answering meanwhile, the drawn page's own pictures and scripts included.
 */

export interface DrawingWorkerData {
  /** dist-ssr/render-page.js. */
  modulePath: string;
  webDistDir: string;
  /** The built index.html. */
  template: string;
  /** The built .vite/manifest.json, parsed. */
  manifest: unknown;
}

export interface DrawingRequest {
  id: number;
  /** The page's full address. */
  url: string;
  apiOrigin: string;
}

export type DrawingAnswer = { id: number; html: string | null } | { id: number; error: string };

type RenderPage = (input: {
  url: string;
  apiOrigin: string;
  template: string;
  manifest: unknown;
}) => Promise<string | null>;

/**
 * A drawn page's stylesheets, written into it: the browser paints it with the HTML rather
 * than after another request for each (they block the first paint; about 60–150 ms for the
 * home and lot pages here). The app's CSS is some 18 KB and has no url(); the files stay
 * linked from the app's code for the pages it draws itself.
 */
function inlineStylesheets(html: string, webDistDir: string, files: Map<string, string>): string {
  return html.replace(
    /<link rel="stylesheet" crossorigin href="[^"]*\/assets\/([\w.-]+\.css)">/g,
    (_link, file: string) => {
      let css = files.get(file);
      if (css === undefined) {
        css = readFileSync(path.join(webDistDir, 'assets', file), 'utf8');
        files.set(file, css);
      }
      return `<style>${css}</style>`;
    },
  );
}

async function serve(port: NonNullable<typeof parentPort>, data: DrawingWorkerData) {
  const { renderPage } = (await import(pathToFileURL(data.modulePath).href)) as { renderPage: RenderPage };
  const stylesheets = new Map<string, string>();
  port.on('message', ({ id, url, apiOrigin }: DrawingRequest) => {
    renderPage({ url, apiOrigin, template: data.template, manifest: data.manifest }).then(
      (html) => {
        const answer: DrawingAnswer = {
          id,
          html: html === null ? null : inlineStylesheets(html, data.webDistDir, stylesheets),
        };
        port.postMessage(answer);
      },
      (error: unknown) => {
        const answer: DrawingAnswer = { id, error: error instanceof Error ? error.message : String(error) };
        port.postMessage(answer);
      },
    );
  });
  port.postMessage('ready');
}

if (parentPort) await serve(parentPort, workerData as DrawingWorkerData);
