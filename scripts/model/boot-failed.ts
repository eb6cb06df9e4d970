/**
 * index.html's own message for a page that could not start (src/lib/boot-failed.ts): the app's main file
 * refused, or the boot failed. Without it the page stays white, and nothing asks again. Written into the page
 * by scripts/vite/boot-failed.ts, in every build and in `vite dev`; its texts are the catalogues' (the same
 * voice as the app's own "page broke" state, app-error-boundary.tsx), one template per language. Pure: the
 * texts and names in, the markup and the script (ES5, no globals left behind) out.
 */
import { BOOT_FAILED_MARK } from '../../src/lib/boot-failed.ts';
import { openingLocaleExpression } from './opening-locale-script.ts';

export interface BootFailedTexts {
  appName: string;
  title: string;
  /** The app's code could not be downloaded (errors:pageCodeNotLoaded). */
  codeNotLoaded: string;
  /** Anything else (errors:pageBrokeText). */
  broke: string;
  reload: string;
}

export interface BootFailedPlan {
  texts: Readonly<Record<string, BootFailedTexts>>;
  localeKey: string;
  event: string;
  mainAttribute: string;
  attemptsKey: string;
  /** The portal's own file the page asks before reloading (src/lib/network/probe-file.ts), and its text. */
  probeFile: string;
  probeText: string;
  /** The backoff, as the app's (recovery-policy.ts): full jitter from `firstMs`, doubling, capped. */
  firstMs: number;
  capMs: number;
}

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** One language's message: the frame (the portal's name) and an alert with the reason and Reload. Inline styles: the stylesheets may be what failed. */
function template(locale: string, texts: BootFailedTexts): string {
  const text = 'margin:0 0 12px;font-size:14px;line-height:1.55';
  return (
    `<template id="boot-failed-${escape(locale)}"><div ${BOOT_FAILED_MARK} lang="${locale === 'zh' ? 'zh-CN' : escape(locale)}" style="font-family:system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:#212529">` +
    `<header style="padding:12px 16px;border-bottom:1px solid #dee2e6"><a href="#/dashboard" style="font-weight:700;color:#087f5b;text-decoration:none">${escape(texts.appName)}</a></header>` +
    '<main style="padding:16px;max-width:640px"><div role="alert" style="padding:12px 16px;border-radius:8px;background:#fff9db;border:1px solid #ffe066">' +
    `<p style="margin:0 0 4px;font-weight:700">${escape(texts.title)}</p>` +
    `<p data-kind="code" style="${text}">${escape(texts.codeNotLoaded)}</p><p data-kind="broke" style="${text}">${escape(texts.broke)}</p>` +
    `<button type="button" style="min-height:44px;padding:0 18px;border-radius:6px;border:1px solid #fab005;background:#fff3bf;color:#212529;font:inherit;cursor:pointer">${escape(texts.reload)}</button>` +
    '</div></main></div></template>'
  );
}

/**
 * Shows the message once, in the page's language, in the root's place (a kept paint goes: the app that would
 * bring it up to date is what failed, and its controls would look live and do nothing), then asks the portal's
 * server again: on the device's `online` event, when the tab is shown and when Reload is pressed, at once;
 * otherwise on the backoff, which goes on across reloads (a tab whose reload fails again waits longer each
 * time). A hidden tab asks nothing. Reloads once the server answers, never before: offline, a reload would
 * leave the portal for the browser's own error page.
 */
function script(plan: BootFailedPlan): string {
  const locales = Object.keys(plan.texts);
  return (
    '(function(){' +
    `var g=${openingLocaleExpression(plan.localeKey, locales)},K=${JSON.stringify(plan.attemptsKey)},n=0,s=false,h;` +
    'try{n=Number(sessionStorage.getItem(K))||0}catch(e){}' +
    'function again(){try{sessionStorage.setItem(K,String(n+1))}catch(e){}location.reload()}' +
    `function later(){clearTimeout(h);h=setTimeout(ask,Math.random()*Math.min(${plan.capMs},${plan.firstMs}*Math.pow(2,n++)))}` +
    `function ask(){clearTimeout(h);if(document.hidden)return;fetch(${JSON.stringify(plan.probeFile)},{cache:"no-store"})` +
    `.then(function(r){return r.ok?r.text():""}).then(function(t){if(t.trim()===${JSON.stringify(plan.probeText)})again();else later()},later)}` +
    'function show(kind){var t=document.getElementById("boot-failed-"+g),r=document.getElementById("root");if(s||!t||!r)return;s=true;' +
    'var f=t.content.firstElementChild.cloneNode(true),k=f.querySelectorAll("[data-kind]");' +
    'for(var i=0;i<k.length;i++)if(k[i].getAttribute("data-kind")!==kind)k[i].parentNode.removeChild(k[i]);' +
    'f.querySelector("button").addEventListener("click",ask);' +
    'r.textContent="";r.appendChild(f);' +
    'addEventListener("online",ask);document.addEventListener("visibilitychange",function(){if(!document.hidden)ask()});later()}' +
    `document.addEventListener(${JSON.stringify(plan.event)},function(e){show(e.detail==="broke"?"broke":"code")});` +
    // A script's load error does not bubble: caught on its way down.
    `document.addEventListener("error",function(e){var x=e.target;if(x&&x.tagName==="SCRIPT"&&x.hasAttribute(${JSON.stringify(plan.mainAttribute)}))show("code")},true)` +
    '})()'
  );
}

/** The templates and the script, to go right after the root (before the main file's tag). */
export function bootFailedMarkup(plan: BootFailedPlan): string {
  const templates = Object.entries(plan.texts).map(([locale, texts]) => template(locale, texts));
  return `${templates.join('\n    ')}\n    <script>${script(plan)}</script>`;
}
