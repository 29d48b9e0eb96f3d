import nlp from 'compromise';
console.log((nlp as any).hooks());
