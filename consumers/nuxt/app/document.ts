/** The markdown document shown by the markdown pages: prose, a table and code in several of the default languages. */
export const source = `# Release notes

Install the **kit** and import what you need:

\`\`\`bash
npm install vue-addon-kit
\`\`\`

| Entry | What |
| --- | --- |
| \`vue-addon-kit/markdown\` | AddonMarkdownRemark, BaseProse |
| \`vue-addon-kit/carousel\` | AddonCarouselTeam, AddonCarouselIcons |

\`\`\`vue
<script setup lang="ts">
const text = '# Hello';
</script>

<template>
  <AddonMarkdownRemark :source="text" />
</template>
\`\`\`

\`\`\`json
{ "name": "demo", "private": true }
\`\`\`

\`\`\`diff
- old line
+ new line
\`\`\`
`;
