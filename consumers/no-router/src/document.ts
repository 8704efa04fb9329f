/** The markdown document shown by the markdown pages: prose plus code in several of the default languages. */
export const source = `# Release notes

Install the **kit** and import what you need:

\`\`\`bash
npm install vue-addon-kit
\`\`\`

\`\`\`vue
<script setup lang="ts">
import { AddonMarkdownRemark } from 'vue-addon-kit/markdown';
</script>

<template>
  <AddonMarkdownRemark source="# Hello" />
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
