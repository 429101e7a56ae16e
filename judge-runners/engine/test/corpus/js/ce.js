function main( {
