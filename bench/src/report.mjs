/**
 * Turns bench/results/*.json (the figures of the last run of each measurement) into bench/results/report.md
 * and bench/results/chart.svg, with each target marked met or missed. Each measurement's section is written by
 * report-browser-sections.mjs, report-server-sections.mjs, report-document-sections.mjs,
 * report-feature-sections.mjs or report-photo-sections.mjs.
 *
 *   npm run report -w bench
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  copiesSection,
  federationSection,
  interactionSection,
  pageSpeedSection,
  routeSwitchSection,
} from './report-browser-sections.mjs';
import { chart } from './report-chart.mjs';
import { documentsSection } from './report-document-sections.mjs';
import {
  emailDrainSection,
  messagesSection,
  offersSection,
  savedSearchSection,
  telemetrySection,
} from './report-feature-sections.mjs';
import { table } from './report-markdown.mjs';
import { photoFormatsSection, photoPagesSection, photoUploadSection } from './report-photo-sections.mjs';
import {
  apiThroughputSection,
  buildSection,
  clusterSection,
  searchThroughputSection,
} from './report-server-sections.mjs';
import { RESULTS_DIR } from './support.mjs';

function read(name) {
  const file = path.join(RESULTS_DIR, `${name}.json`);
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null;
}

export function writeReport() {
  const federation = read('federation-overhead');
  const speed = read('page-speed');
  const copies = read('singleton-copies');
  const routeSwitch = read('route-switch');
  const interaction = read('interaction');
  const api = read('api-throughput');
  const search = read('search-throughput');
  const build = read('build-times');
  const cluster = read('cluster-throughput');
  const documents = read('documents-throughput');
  const alerts = read('saved-search-matching');
  const messages = read('messages-throughput');
  const offers = read('offers-throughput');
  const email = read('email-drain');
  const telemetry = read('telemetry-cost');
  const photoPages = read('photo-pages');
  const photoUpload = read('photo-upload');
  const photoFormats = read('photo-formats');
  const lines = [
    '# Benchmark report',
    '',
    `Measured with \`npm run bench\` on ${os.cpus().length} CPU cores (${os.cpus()[0]?.model ?? 'unknown CPU'}), Node ${process.version}, Debian Chromium, localhost. Each section says when it was measured.`,
    '',
    '![chart of the figures below](chart.svg)',
    '',
  ];
  const targets = [];
  const panels = [];

  const report = { lines, targets, panels };
  if (federation) federationSection(federation, report);
  if (speed) pageSpeedSection(speed, federation, report);
  if (copies) copiesSection(copies, report);
  if (routeSwitch) routeSwitchSection(routeSwitch, report);
  if (interaction) interactionSection(interaction, report);
  if (api) apiThroughputSection(api, report);
  if (search) searchThroughputSection(search, report);
  if (cluster) clusterSection(cluster, report);
  if (documents) documentsSection(documents, report);
  if (alerts) savedSearchSection(alerts, report);
  if (messages) messagesSection(messages, report);
  if (offers) offersSection(offers, report);
  if (email) emailDrainSection(email, report);
  if (telemetry) telemetrySection(telemetry, report);
  if (photoPages) photoPagesSection(photoPages, report);
  if (photoUpload) photoUploadSection(photoUpload, report);
  if (photoFormats) photoFormatsSection(photoFormats, report);
  if (build) buildSection(build, report);

  lines.splice(4, 0, '## Targets', '', table(['target', 'measured', ''], targets), '');
  const notes = path.join(RESULTS_DIR, 'notes.md');
  if (existsSync(notes)) lines.push(readFileSync(notes, 'utf8'));
  writeFileSync(path.join(RESULTS_DIR, 'chart.svg'), chart(panels));
  const file = path.join(RESULTS_DIR, 'report.md');
  writeFileSync(file, `${lines.join('\n')}\n`);
  return file;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) console.log(writeReport());
