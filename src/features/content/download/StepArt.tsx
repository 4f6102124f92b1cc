import type { ReactNode } from 'react';

/*
 * The install guide's pictures, drawn here as SVG: a phone (or tablet) screen with the control
 * to tap ringed in gold. Words on the screen are the ones the phone shows, in the player's
 * language where the phone would show them so.
 */

export type Scene =
  | 'safari-share'
  | 'safari-more'
  | 'ipad-share'
  | 'share-sheet'
  | 'add-confirm'
  | 'chrome-ios-share'
  | 'in-app-menu'
  | 'open-in-safari'
  | 'android-menu'
  | 'android-install'
  | 'samsung-menu'
  | 'samsung-add'
  | 'firefox-menu';

export interface SceneLabels {
  addToHome: string;
  add: string;
  cancel: string;
  copy: string;
  openInSafari: string;
  openInBrowser: string;
  install: string;
  share: string;
  homeScreen: string;
  addPageTo: string;
}

const GOLD = '#f5c542';
const SCREEN = '#1b2233';
const BAR = '#2b3550';
const TEXT = '#e8ecf5';
const MUTED = '#8c96ad';

/** The gold ring and tap mark around what to press. */
const Tap = ({ x, y, r = 14 }: { x: number; y: number; r?: number }) => (
  <g>
    <circle cx={x} cy={y} r={r} fill="none" stroke={GOLD} strokeWidth={3} />
    <circle cx={x + r * 0.7} cy={y + r * 0.9} r={5} fill={GOLD} opacity={0.85} />
  </g>
);

const ShareIcon = ({ x, y }: { x: number; y: number }) => (
  <g stroke={TEXT} strokeWidth={2} fill="none" strokeLinecap="round" strokeLinejoin="round">
    <path d={`M${x - 6} ${y - 2}v9h12v-9`} />
    <path d={`M${x} ${y + 3}v-13m-4 4l4-4 4 4`} />
  </g>
);

const Dots = ({ x, y, vertical = false }: { x: number; y: number; vertical?: boolean }) => (
  <g fill={TEXT}>
    {[-6, 0, 6].map((d) => (
      <circle key={d} cx={vertical ? x : x + d} cy={vertical ? y + d : y} r={2} />
    ))}
  </g>
);

const Row = ({ y, label, icon, strong = false }: { y: number; label: string; icon?: ReactNode; strong?: boolean }) => (
  <g>
    <rect x={22} y={y} width={156} height={28} rx={6} fill={strong ? '#33405f' : BAR} />
    <text x={32} y={y + 18} fontSize={11} fill={strong ? TEXT : MUTED} fontWeight={strong ? 700 : 400}>
      {label}
    </text>
    {icon}
  </g>
);

/** The phone: a rounded frame with a screen; `tablet` makes it wider. */
const Frame = ({ tablet, children }: { tablet: boolean; children: ReactNode }) => (
  <>
    <rect x={4} y={4} width={tablet ? 292 : 192} height={312} rx={tablet ? 18 : 26} fill="#0d111b" stroke="#3c4763" strokeWidth={3} />
    <rect x={12} y={14} width={tablet ? 276 : 176} height={292} rx={tablet ? 10 : 18} fill={SCREEN} />
    {children}
  </>
);

/** A page of Tala in the screen, so the picture reads as "this page". */
const Page = () => (
  <g>
    <rect x={24} y={50} width={152} height={60} rx={8} fill="#3b2c6b" />
    <text x={36} y={86} fontSize={16} fontWeight={800} fill={GOLD}>
      TALA
    </text>
    <rect x={24} y={120} width={70} height={50} rx={6} fill={BAR} />
    <rect x={106} y={120} width={70} height={50} rx={6} fill={BAR} />
  </g>
);

function sceneBody(scene: Scene, labels: SceneLabels): ReactNode {
  switch (scene) {
    case 'safari-share':
      return (
        <>
          <Page />
          <rect x={12} y={246} width={176} height={60} fill={BAR} />
          <rect x={24} y={252} width={152} height={20} rx={8} fill="#3c4763" />
          <text x={100} y={266} fontSize={9} fill={MUTED} textAnchor="middle">
            tala
          </text>
          <path d="M34 290l-5-5 5-5M62 280l5 5-5 5" stroke={TEXT} strokeWidth={2} fill="none" />
          <ShareIcon x={100} y={289} />
          <Tap x={100} y={287} />
          <rect x={130} y={282} width={12} height={12} rx={2} stroke={TEXT} strokeWidth={2} fill="none" />
          <rect x={156} y={282} width={12} height={12} rx={2} stroke={TEXT} strokeWidth={2} fill="none" />
        </>
      );
    case 'safari-more':
      return (
        <>
          <Page />
          <rect x={12} y={258} width={176} height={48} fill={BAR} />
          <rect x={44} y={266} width={100} height={22} rx={11} fill="#3c4763" />
          <path d="M28 277l-5-5 5-5" stroke={TEXT} strokeWidth={2} fill="none" transform="translate(0 5)" />
          <Dots x={164} y={277} />
          <Tap x={164} y={277} />
          <g transform="translate(84 200)">
            <rect width={92} height={44} rx={8} fill="#33405f" />
            <ShareIcon x={16} y={24} />
            <text x={30} y={27} fontSize={11} fill={TEXT} fontWeight={700}>
              {labels.share}
            </text>
          </g>
        </>
      );
    case 'ipad-share':
      return (
        <>
          <rect x={12} y={14} width={276} height={34} fill={BAR} />
          <rect x={80} y={22} width={140} height={18} rx={8} fill="#3c4763" />
          <ShareIcon x={246} y={33} />
          <Tap x={246} y={31} />
          <rect x={262} y={25} width={12} height={12} rx={2} stroke={TEXT} strokeWidth={2} fill="none" />
          <g transform="translate(50 0)">
            <Page />
          </g>
        </>
      );
    case 'share-sheet':
      return (
        <>
          <rect x={12} y={14} width={176} height={292} rx={18} fill="#000" opacity={0.35} />
          <rect x={14} y={96} width={172} height={208} rx={14} fill="#222b40" />
          <Row y={110} label={labels.copy} />
          <Row
            y={144}
            label={labels.addToHome}
            strong
            icon={<rect x={154} y={150} width={14} height={14} rx={3} stroke={TEXT} strokeWidth={2} fill="none" />}
          />
          <path d="M161 153v8M157 157h8" stroke={TEXT} strokeWidth={2} />
          <Tap x={161} y={158} r={13} />
          <Row y={178} label="…" />
        </>
      );
    case 'add-confirm':
      return (
        <>
          <rect x={12} y={14} width={176} height={40} fill={BAR} />
          <text x={24} y={40} fontSize={11} fill="#5aa9ff">
            {labels.cancel}
          </text>
          <text x={168} y={40} fontSize={12} fill="#5aa9ff" fontWeight={700} textAnchor="end">
            {labels.add}
          </text>
          <Tap x={158} y={36} />
          <rect x={28} y={72} width={44} height={44} rx={10} fill="#3b2c6b" />
          <text x={50} y={100} fontSize={12} fontWeight={800} fill={GOLD} textAnchor="middle">
            T
          </text>
          <rect x={84} y={80} width={90} height={20} rx={4} fill={BAR} />
          <text x={90} y={94} fontSize={11} fill={TEXT}>
            Tala
          </text>
        </>
      );
    case 'chrome-ios-share':
      return (
        <>
          <rect x={12} y={14} width={176} height={36} fill={BAR} />
          <rect x={22} y={22} width={124} height={20} rx={10} fill="#3c4763" />
          <ShareIcon x={166} y={34} />
          <Tap x={166} y={32} />
          <Page />
        </>
      );
    case 'in-app-menu':
      return (
        <>
          <rect x={12} y={14} width={176} height={36} fill={BAR} />
          <path d="M24 26l10 10M34 26L24 36" stroke={TEXT} strokeWidth={2} />
          <Dots x={166} y={32} />
          <Tap x={166} y={32} />
          <Page />
        </>
      );
    case 'open-in-safari':
      return (
        <>
          <rect x={12} y={14} width={176} height={36} fill={BAR} />
          <rect x={14} y={150} width={172} height={154} rx={14} fill="#222b40" />
          <Row y={164} label={labels.copy} />
          <Row y={198} label={labels.openInSafari} strong />
          <Tap x={162} y={212} r={13} />
        </>
      );
    case 'android-menu':
      return (
        <>
          <rect x={12} y={14} width={176} height={36} fill={BAR} />
          <rect x={22} y={22} width={130} height={20} rx={10} fill="#3c4763" />
          <Dots x={170} y={32} vertical />
          <Tap x={170} y={32} />
          <Page />
        </>
      );
    case 'android-install':
      return (
        <>
          <rect x={70} y={20} width={114} height={130} rx={8} fill="#222b40" />
          <text x={80} y={48} fontSize={10} fill={MUTED}>
            …
          </text>
          <rect x={74} y={60} width={106} height={26} rx={4} fill="#33405f" />
          <text x={80} y={77} fontSize={10} fill={TEXT} fontWeight={700}>
            {labels.install}
          </text>
          <Tap x={127} y={73} r={16} />
          <text x={80} y={108} fontSize={10} fill={MUTED}>
            {labels.addToHome}
          </text>
        </>
      );
    case 'samsung-menu':
      return (
        <>
          <Page />
          <rect x={12} y={258} width={176} height={48} fill={BAR} />
          <path d="M158 274h16M158 280h16M158 286h16" stroke={TEXT} strokeWidth={2} />
          <Tap x={166} y={280} />
        </>
      );
    case 'firefox-menu':
      // Firefox keeps its address bar and ⋮ menu at the bottom of the screen.
      return (
        <>
          <Page />
          <rect x={12} y={258} width={176} height={48} fill={BAR} />
          <rect x={22} y={272} width={124} height={20} rx={10} fill="#3c4763" />
          <Dots x={166} y={282} vertical />
          <Tap x={166} y={282} />
        </>
      );
    case 'samsung-add':
      return (
        <>
          <rect x={14} y={150} width={172} height={154} rx={14} fill="#222b40" />
          <Row y={164} label={labels.addPageTo} />
          <Row y={198} label={labels.homeScreen} strong />
          <Tap x={162} y={212} r={13} />
        </>
      );
  }
}

/** One step's picture; `label` is what it shows, for screen readers. */
export function StepArt({ scene, labels, label }: { scene: Scene; labels: SceneLabels; label: string }) {
  const tablet = scene === 'ipad-share';
  return (
    <svg className="step-art" viewBox={`0 0 ${tablet ? 300 : 200} 320`} role="img" aria-label={label} focusable="false">
      <Frame tablet={tablet}>{sceneBody(scene, labels)}</Frame>
    </svg>
  );
}
