/** Two overlapping circles of light under an olive branch: peace between two people. Decorative. */
export function HeroIllustration() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 320"
      width="400"
      height="320"
      className="mx-auto h-auto w-full max-w-sm"
    >
      <rect x="0" y="0" width="400" height="320" rx="32" fill="#e3f0ef" />
      <circle cx="165" cy="175" r="85" fill="#1d5c63" opacity="0.18" />
      <circle cx="235" cy="175" r="85" fill="#8a5a00" opacity="0.16" />
      <path d="M200 112c-22 28-22 98 0 126 22-28 22-98 0-126z" fill="#1d5c63" opacity="0.35" />
      <path
        d="M110 78c40-22 120-30 180 4"
        stroke="#15464c"
        strokeWidth="4"
        fill="none"
        strokeLinecap="round"
      />
      {[130, 160, 190, 220, 250].map((x, i) => (
        <ellipse
          key={x}
          cx={x}
          cy={i % 2 ? 70 : 88}
          rx="13"
          ry="6"
          transform={`rotate(${i % 2 ? -25 : 25} ${x} ${i % 2 ? 70 : 88})`}
          fill="#1d5c63"
          opacity="0.7"
        />
      ))}
      <path
        d="M160 178c0-14 18-20 25-8 7-12 25-6 25 8 0 18-25 30-25 30s-25-12-25-30z"
        transform="translate(15 0)"
        fill="#9b2c2c"
        opacity="0.75"
      />
    </svg>
  );
}
