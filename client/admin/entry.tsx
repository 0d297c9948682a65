console.log("admin");
