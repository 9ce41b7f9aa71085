// The blog's texts (docs/product/specification.md#blog-and-blogslug).
export const blogStrings = {
  title: 'The Peace Coach Blog',
  intro: 'Encouragement and practical wisdom for peace in your marriage, rooted in scripture.',
  readMore: 'Read More',
  by: 'By',
  notFound: 'Post Not Found',
  notFoundBody: 'We could not find that article. It may have moved, or the link may be mistyped.',
  back: 'Back to the blog',
  ctaTitle: 'Ready for your own next step?',
  ctaBody:
    'Bring the conversation you are dreading to your Peace Coach. Together you will find words that are honest and kind, and a verse to hold on to.',
  ctaButton: 'Start Free Today',
};
