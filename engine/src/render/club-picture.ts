import type { ClubScene } from '../services/club-picture-rules.ts';
import { escapeHtml } from './html.ts';

/**
 * A club's picture as SVG (800 × 450), drawn from its scene (services/club-picture-rules.ts):
 * relief behind, the sea at the horizon or not, the fairway with its water and trees, the green
 * and its flag. Presentation attributes only, no style: the site may carry it inside a page, under
 * a CSP without inline styles. A couple of kilobytes, so a page's first pictures go inline.
 */
const W = 800;
const H = 450;

function sky(scene: ClubScene): string {
  const hue = Math.round((scene.subtropical ? 188 : 198) + scene.shade * 18);
  const light = scene.subtropical ? 84 : 80;
  const sunX = Math.round(120 + scene.shade * 560);
  return `<rect width="${W}" height="${H}" fill="hsl(${hue} 65% ${light}%)"/><circle cx="${sunX}" cy="80" r="34" fill="${scene.subtropical ? '#ffd166' : '#fff1b8'}"/>`;
}

function relief(scene: ClubScene): string {
  switch (scene.relief) {
    case 'volcano':
      return '<path d="M80 250 L300 96 L340 104 L372 92 L600 250Z" fill="#7b6a5d"/><path d="M300 96 L340 104 L372 92 L350 120 L322 118Z" fill="#5a4a40"/>';
    case 'mountains':
      return '<path d="M0 250 L90 150 L150 190 L250 90 L330 170 L420 110 L520 200 L610 120 L700 180 L800 130 V250Z" fill="#8c9cae"/><path d="M250 90 L278 118 L262 116 L250 126 L236 114 L222 120Z M420 110 L444 134 L420 128 L400 132Z M610 120 L632 140 L612 136 L592 138Z" fill="#f4f6f8"/>';
    case 'hills':
      return '<path d="M0 240 Q 120 150 260 205 T 520 180 T 800 200 V260 H0Z" fill="#7fa06a"/>';
    case 'flat':
      return '';
  }
}

function coast(scene: ClubScene): string {
  if (scene.setting !== 'coast') return '';
  let svg =
    '<rect y="238" width="800" height="60" fill="#3f88b8"/><path d="M0 250 H800 M40 266 H300 M420 262 H760" stroke="#9fd0ea" stroke-width="3"/>';
  if (scene.dunes)
    svg +=
      '<path d="M0 300 Q 90 262 180 290 Q 260 256 360 292 Q 460 262 560 290 Q 680 258 800 288 V320 H0Z" fill="#e6cf94"/>';
  return svg;
}

/** Over the ground, which would hide it: the land ends in a red cliff, the sea below it. */
function cliff(scene: ClubScene): string {
  if (!scene.cliffs) return '';
  return '<path d="M690 290 H800 V450 H660Z" fill="#3f88b8"/><path d="M640 450 L676 296 L708 292 L690 450Z" fill="#b4552f"/><path d="M684 320 L672 400" stroke="#8f3f22" stroke-width="5"/>';
}

function ground(scene: ClubScene): string {
  const top = scene.setting === 'coast' ? 300 : 262;
  return `<path d="M0 ${top} Q 300 ${top - 30} 520 ${top + 8} T 800 ${top - 4} V450 H0Z" fill="#4f8a3c"/><path d="M90 450 Q 360 ${top + 40} ${Math.round(scene.greenAt * W)} 340 Q 660 350 720 450Z" fill="#6fb255"/>`;
}

function water(scene: ClubScene): string {
  if (!scene.water) return '';
  // The water lies on the side away from the green.
  const x = scene.greenAt > 0.6 ? 250 : 600;
  return `<ellipse cx="${x}" cy="392" rx="120" ry="26" fill="#3f88b8"/><path d="M${x - 60} 390 h50 M${x + 10} 398 h40" stroke="#9fd0ea" stroke-width="3"/>`;
}

function tree(kind: ClubScene['trees'], x: number, y: number, size: number): string {
  const s = size;
  switch (kind) {
    case 'pines':
      return `<path d="M${x} ${y} v${-2.2 * s}" stroke="#5b3d25" stroke-width="${s / 4}"/><ellipse cx="${x}" cy="${y - 2.3 * s}" rx="${1.6 * s}" ry="${0.55 * s}" fill="#2f5a2a"/>`;
    case 'palms':
      return `<path d="M${x} ${y} q${s * 0.3} ${-1.5 * s} ${s * 0.1} ${-3 * s}" stroke="#7a5a36" stroke-width="${s / 5}" fill="none"/><path d="M${x + s * 0.1} ${y - 3 * s} q${-s} ${-0.4 * s} ${-1.6 * s} ${0.5 * s} M${x + s * 0.1} ${y - 3 * s} q${s} ${-0.4 * s} ${1.6 * s} ${0.5 * s} M${x + s * 0.1} ${y - 3 * s} q${-0.4 * s} ${-0.6 * s} ${-1.1 * s} ${-0.6 * s} M${x + s * 0.1} ${y - 3 * s} q${0.4 * s} ${-0.6 * s} ${1.1 * s} ${-0.6 * s}" stroke="#2e7a3a" stroke-width="${s / 5}" fill="none"/>`;
    case 'broadleaf':
      return `<path d="M${x} ${y} v${-1.2 * s}" stroke="#5b3d25" stroke-width="${s / 4}"/><circle cx="${x}" cy="${y - 1.7 * s}" r="${0.9 * s}" fill="#3d6b2e"/>`;
    case 'none':
      return '';
  }
}

function trees(scene: ClubScene): string {
  if (scene.trees === 'none') return '';
  const green = scene.greenAt * W;
  // A row along the far edge of the fairway and two in front, clear of the green.
  const spots: [number, number, number][] = [
    [60, 336, 34],
    [160, 322, 28],
    [690, 326, 30],
    [770, 346, 36],
    [50, 440, 44],
    [370, 314, 24],
  ];
  return spots
    .filter(([x]) => Math.abs(x - green) > 90)
    .map(([x, y, size]) => tree(scene.trees, x, y, size))
    .join('');
}

function flag(scene: ClubScene): string {
  const x = Math.round(scene.greenAt * W);
  return `<ellipse cx="${x}" cy="340" rx="64" ry="14" fill="#8fd06f"/><path d="M${x + 8} 340 V262" stroke="#f5f5f0" stroke-width="4"/><path d="M${x + 10} 262 l34 11 l-34 11z" fill="#d8453b"/>`;
}

export function clubPictureSvg(scene: ClubScene, label: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-label="${escapeHtml(label)}">${scene.mirrored ? `<g transform="matrix(-1 0 0 1 ${W} 0)">` : '<g>'}${sky(scene)}${relief(scene)}${coast(scene)}${ground(scene)}${cliff(scene)}${water(scene)}${trees(scene)}${flag(scene)}</g></svg>`;
}
