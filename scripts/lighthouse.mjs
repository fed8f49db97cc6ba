#!/usr/bin/env node
// Lighthouse mobile performance of the ordering app's home and order form, signed in as a demo
// customer (issue 24: both at 95 or more).
//
// Lighthouse is not a dependency of the repository (it is large and only this script needs it):
// install it elsewhere and point LIGHTHOUSE_DIR at that folder (default /tmp/lh):
//   mkdir -p /tmp/lh && cd /tmp/lh && npm init -y && npm install lighthouse@12.2.3 puppeteer-core
// Then, against a running app (`npm start`, or any PORT):
//   node scripts/lighthouse.mjs [base URL, default http://localhost:3000]
//
// The session lives in an httpOnly cookie and local storage, which a plain `lighthouse URL` run
// clears (it lands on /login). So this uses Lighthouse's user-flow API: sign in through the page,
// then before each measured navigation clear the HTTP cache, the service worker and its cache
// (a cold first visit, as Lighthouse's own storage reset would) but keep the cookie and local
// storage. Each navigation uses Lighthouse's default config: mobile form factor, simulated
// throttling (slow 4G, 4x CPU slowdown).
//
// Settings: LIGHTHOUSE_DIR, LIGHTHOUSE_RUNS (3), LIGHTHOUSE_MIN_SCORE (95), LIGHTHOUSE_OUT (folder
// for the HTML flow reports, default bench-results/lighthouse), CHROMIUM_PATH (/usr/bin/chromium),
// LIGHTHOUSE_EMAIL / LIGHTHOUSE_PASSWORD (the demo customer). Prints every run and the median per
// page; exits 1 when a page's median is below the minimum.
import { mkdirSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromiumFlags.mjs'

const base = (process.argv[2] ?? process.env.BASE_URL ?? 'http://localhost:3000').replace(/\/$/, '')
const lighthouseDir = resolve(process.env.LIGHTHOUSE_DIR ?? '/tmp/lh')
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const minScore = Number(process.env.LIGHTHOUSE_MIN_SCORE ?? 95)
const outDir = resolve(process.env.LIGHTHOUSE_OUT ?? 'bench-results/lighthouse')
const who = {
  email: process.env.LIGHTHOUSE_EMAIL ?? 'orders@bluedoorbistro.test',
  password: process.env.LIGHTHOUSE_PASSWORD ?? 'Demo#Order2026',
}
const PAGES = [
  { name: 'home', path: '/' },
  { name: 'order form', path: '/customer/order-form' },
]

/** Imports a package installed in LIGHTHOUSE_DIR, saying how to install it when it is not there. */
async function importFrom(name) {
  const require = createRequire(join(lighthouseDir, 'package.json'))
  let path
  try {
    path = require.resolve(name)
  } catch {
    console.error(
      `${name} is not installed in ${lighthouseDir}. Install it there (not in this repository):\n` +
        `  mkdir -p ${lighthouseDir} && cd ${lighthouseDir} && npm init -y && npm install lighthouse@12.2.3 puppeteer-core\n` +
        'or set LIGHTHOUSE_DIR to where it is.',
    )
    process.exit(2)
  }
  return import(pathToFileURL(path).href)
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function signIn(page) {
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' })
  await page.type('input[type="email"], input[name="email"]', who.email)
  await page.type('input[name="password"]', who.password)
  await Promise.all([
    page.waitForFunction(() => location.pathname === '/', { timeout: 30_000 }),
    page.click('button[type="submit"]'),
  ])
  const stored = await page.evaluate(() => localStorage.getItem('user'))
  if (!stored) throw new Error(`Signing in as ${who.email} did not store a user`)
}

/** A first visit's caches, but the session kept: what Lighthouse's storage reset does, minus sign-out. */
async function coldCaches(page) {
  const session = await page.createCDPSession()
  await session.send('Network.clearBrowserCache')
  await session.send('Storage.clearDataForOrigin', {
    origin: new URL(base).origin,
    storageTypes: 'service_workers,cache_storage',
  })
  await session.detach()
}

function metrics(lhr) {
  const value = (id) => lhr.audits[id]?.numericValue ?? Number.NaN
  return {
    score: Math.round((lhr.categories.performance.score ?? 0) * 100),
    fcp: value('first-contentful-paint'),
    lcp: value('largest-contentful-paint'),
    tbt: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
    si: value('speed-index'),
  }
}

const row = (m) =>
  `score ${String(m.score).padStart(3)}  FCP ${(m.fcp / 1000).toFixed(2)} s  LCP ${(m.lcp / 1000).toFixed(2)} s  ` +
  `TBT ${Math.round(m.tbt)} ms  CLS ${m.cls.toFixed(3)}  SI ${(m.si / 1000).toFixed(2)} s`

async function main() {
  const { startFlow } = await importFrom('lighthouse')
  const puppeteer = (await importFrom('puppeteer-core')).default
  mkdirSync(outDir, { recursive: true })
  const browser = await puppeteer.launch({
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_FLAGS],
    headless: true,
  })
  const results = new Map(PAGES.map((p) => [p.name, []]))
  try {
    for (let run = 1; run <= runs; run++) {
      const page = await browser.newPage()
      await signIn(page)
      const flow = await startFlow(page, { name: `Provender ordering app, run ${run}` })
      for (const target of PAGES) {
        await coldCaches(page)
        await flow.navigate(`${base}${target.path}`, {
          name: target.name,
          flags: { disableStorageReset: true },
        })
      }
      const flowResult = await flow.createFlowResult()
      for (const [i, step] of flowResult.steps.entries()) {
        const landed = new URL(step.lhr.finalDisplayedUrl).pathname
        if (landed !== PAGES[i].path) throw new Error(`${PAGES[i].name} landed on ${landed}: signed out?`)
        const m = metrics(step.lhr)
        results.get(PAGES[i].name).push(m)
        console.log(`run ${run}  ${PAGES[i].name.padEnd(10)}  ${row(m)}`)
      }
      writeFileSync(join(outDir, `flow-run-${run}.html`), await flow.generateReport())
      writeFileSync(join(outDir, `flow-run-${run}.json`), JSON.stringify(flowResult))
      await page.close()
    }
  } finally {
    await browser.close()
  }
  let failed = false
  console.log(`\nMedian of ${runs} (Lighthouse mobile, simulated throttling):`)
  for (const [name, list] of results) {
    const mid = median(list.map((m) => m.score))
    const pick = (key) => median(list.map((m) => m[key]))
    const summary = {
      score: mid,
      fcp: pick('fcp'),
      lcp: pick('lcp'),
      tbt: pick('tbt'),
      cls: pick('cls'),
      si: pick('si'),
    }
    console.log(`  ${name.padEnd(10)}  ${row(summary)}  (runs: ${list.map((m) => m.score).join(', ')})`)
    if (mid < minScore) failed = true
  }
  console.log(`Reports: ${outDir}/flow-run-*.html (and .json)`)
  if (failed) {
    console.error(`A page's median is below ${minScore}.`)
    process.exit(1)
  }
}

await main()
